import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { InfoBox } from "#bff/pages/content-blocks.ts";
import "./content.css";

/**
 * The CMS info boxes: short notices on their CMS colour, a class the page's colour
 * classes define (see ColourStyle).
 */
export function InfoBoxes({ boxes }: { boxes: Array<InfoBox> }) {
  const { t } = useTranslation();
  if (boxes.length === 0) return null;
  return (
    <ul className="info-boxes" aria-label={t("home.infoBoxes")}>
      {boxes.map((box) => (
        <li key={box.id} className={`info-box colour-${box.colour}`}>
          {box.text}
        </li>
      ))}
    </ul>
  );
}
