import { useFormAction, useNavigation } from "@remix-run/react";

/** True while a form posting to `formAction` (default: this route) is being submitted. */
export function useIsPending({ formAction }: { formAction?: string } = {}): boolean {
  const navigation = useNavigation();
  const contextualAction = useFormAction();
  return navigation.state !== "idle" && navigation.formAction === (formAction ?? contextualAction);
}
