import { CmsLink } from "#app/components/content/cms-link.tsx";
import { CloseBannerForm, useBannerCloser } from "#app/components/layout/close-banner-form.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { TopBanner as TopBannerData } from "#bff/pages/site-frame.ts";
import "./banners.css";

/** The CMS's top banner (enabled for this domain), until the visitor closes it. */
export function TopBanner({ banner }: { banner: TopBannerData }) {
  const { t } = useTranslation();
  const closer = useBannerCloser("top");
  if (closer.state !== "idle") return null;
  return (
    <section className="top-banner" aria-label={t("frame.topBanner.label")}>
      <p className="top-banner-text">
        {banner.link ? <CmsLink link={banner.link}>{banner.text}</CmsLink> : banner.text}
      </p>
      <CloseBannerForm
        closer={closer}
        banner="top"
        bannerId={banner.id}
        label={t("frame.topBanner.close")}
      />
    </section>
  );
}
