import { CmsLink } from "#app/components/content/cms-link.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { WideBannerView } from "#bff/pages/wide-banners.ts";
import "./wide-banners.css";

/** The picture's width (wide-banners.css): most of a phone's row, half the page above. */
const PICTURE_SIZES = "(max-width: 767px) 85vw, 600px";

/**
 * The CMS's wide banners on the home page: a picture and its words (title, two lines and
 * the button), one row scrolled sideways on a phone, side by side on a wider screen. The
 * picture is decorative: the words say what it offers.
 */
export function WideBanners({ banners }: { banners: Array<WideBannerView> }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <section className="wide-banners" aria-label={t("home.wideBanners")}>
      <ul>
        {banners.map((banner) => (
          <li key={banner.id} className="wide-banner">
            {banner.image ? (
              <ResponsiveImage image={banner.image} alt="" sizes={PICTURE_SIZES} />
            ) : null}
            <div className="wide-banner-text">
              <p className="wide-banner-title">
                {banner.link && !banner.buttonText ? (
                  <CmsLink link={banner.link}>{banner.title}</CmsLink>
                ) : (
                  banner.title
                )}
              </p>
              {banner.text ? <p>{banner.text}</p> : null}
              {banner.text2 ? <p className="wide-banner-note">{banner.text2}</p> : null}
              {banner.link && banner.buttonText ? (
                <CmsLink link={banner.link} className="button button-primary">
                  {banner.buttonText}
                </CmsLink>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
