import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from "react";
import { createPortal } from "react-dom";

import {
  closesOnOutsideClick,
  modalClassName,
  modalStack,
  type ModalSize,
} from "#app/components/ui/modal-stack.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import "./modal.css";

/**
 * A modal on the platform's <dialog>: showModal() puts it in the top layer and makes the
 * rest of the page inert, so focus stays inside; Escape closes it; a click outside closes
 * it once the 300 ms freeze after opening has passed; focus returns to the opener. While a
 * later modal is open, this one is marked inactive (inert).
 */
export function Modal({
  open,
  onClose,
  title,
  size = "md",
  fullscreen = false,
  growsDown = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: ModalSize;
  fullscreen?: boolean;
  /**
   * Content arrives after opening: the modal stands at the top of the screen and grows
   * downwards, so what the shopper is about to press does not move away.
   */
  growsDown?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const titleId = `${id}-title`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  const onCloseRef = useRef(onClose);
  const inactive = useSyncExternalStore(
    modalStack.subscribe,
    () => modalStack.isInactive(id),
    () => false,
  );

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const openedAt = performance.now();
    modalStack.open(id, dialog);

    // Escape: the dialog would close itself; the owner decides instead, so state stays true.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // The dialog has no padding, so a click on the dialog element itself hit the backdrop.
    // It must also have started there: selecting text and releasing outside is no click out.
    let pressedOutside = false;
    const onPointerDown = (event: PointerEvent) => {
      pressedOutside = event.target === dialog;
    };
    const onClick = (event: MouseEvent) => {
      if (event.target !== dialog || !pressedOutside) return;
      if (closesOnOutsideClick(openedAt, performance.now())) onCloseRef.current();
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("pointerdown", onPointerDown);
    dialog.addEventListener("click", onClick);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("pointerdown", onPointerDown);
      dialog.removeEventListener("click", onClick);
      modalStack.close(id);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, id, hydrated]);

  const dialog = (
    <dialog
      ref={dialogRef}
      className={modalClassName({ size, fullscreen, inactive, growsDown })}
      aria-labelledby={titleId}
      inert={inactive ? "" : undefined}
    >
      <div className="modal-content">
        <div className="modal-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal-close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t("modal.close")}</span>
          </button>
        </div>
        <div className="modal-body">{children}</div>
      </div>
    </dialog>
  );
  // Straight under <body>: a modal opened from inside another one (the item-added modal from
  // the variant choice) must not sit in the earlier one's DOM, which turns inert.
  return hydrated ? createPortal(dialog, document.body) : dialog;
}
