import { Link } from "@remix-run/react";

import { CmsLink } from "#app/components/content/cms-link.tsx";
import { useCookieSettingsHref } from "#app/components/layout/cookie-bar.tsx";
import { NEWSLETTER_ANCHOR, NewsletterForm } from "#app/components/newsletter/newsletter-form.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { NewsletterReply } from "#app/newsletter/newsletter.server.ts";
import type { FrameFooter, FrameMenu } from "#bff/pages/site-frame.ts";
import "./site-footer.css";

/** The badges above the newsletter: certificates and promises, each a link when the CMS sets one. */
function FooterBadges({ badges }: { badges: FrameFooter["badges"] }) {
  const { t } = useTranslation();
  if (badges.length === 0) return null;
  return (
    <section className="footer-badges" aria-label={t("frame.footer.badges")}>
      <ul className="container">
        {badges.map((badge) => {
          const content = badge.image ? (
            <ResponsiveImage image={badge.image} alt={badge.title} />
          ) : (
            badge.title
          );
          return (
            <li key={badge.title}>
              {badge.link ? <CmsLink link={badge.link}>{content}</CmsLink> : content}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The page's foot in the spec's order: badges, the newsletter, then two footers: the four
 * footer menus, and contact, social links and copyright.
 */
export function SiteFooter({
  menus,
  footer,
  newsletterReply,
}: {
  menus: Array<FrameMenu>;
  footer: FrameFooter | null;
  newsletterReply: NewsletterReply | null;
}) {
  const { t } = useTranslation();
  const cookieSettingsHref = useCookieSettingsHref();
  return (
    <footer className="site-footer">
      <FooterBadges badges={footer?.badges ?? []} />
      <section
        id={NEWSLETTER_ANCHOR}
        className="footer-newsletter"
        aria-labelledby="newsletter-title"
      >
        <div className="container">
          <h2 id="newsletter-title">{t("newsletter.title")}</h2>
          <p>{t("newsletter.text")}</p>
          <NewsletterForm lastResult={newsletterReply} />
        </div>
      </section>
      {menus.length > 0 ? (
        <nav aria-label={t("nav.footer")} className="container footer-menus">
          {menus.map((menu) => {
            const heading = t(`frame.footerMenus.${menu.code}`, { defaultValue: "" });
            return (
              <div key={menu.code}>
                {heading ? <h2 className="footer-menu-title">{heading}</h2> : null}
                <ul>
                  {menu.items.map((item) => (
                    <li key={item.id}>
                      <CmsLink link={item.link}>{item.title}</CmsLink>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </nav>
      ) : null}
      <div className="footer-bottom">
        <div className="container">
          {footer ? (
            <address className="footer-contact">
              <a href={`tel:${footer.contact.phone.replace(/\s+/g, "")}`}>{footer.contact.phone}</a>
              <a href={`mailto:${footer.contact.email}`}>{footer.contact.email}</a>
              <span>{footer.contact.openingHours}</span>
            </address>
          ) : null}
          {footer && footer.socialLinks.length > 0 ? (
            <ul className="footer-social" aria-label={t("frame.footer.social")}>
              {footer.socialLinks.map((social) => (
                <li key={social.title}>
                  <CmsLink link={social.link}>{social.title}</CmsLink>
                </li>
              ))}
            </ul>
          ) : null}
          {/* Always there, so a choice made in the cookie bar can be changed later. */}
          <p>
            <Link to={cookieSettingsHref}>{t("cookieSettings.footerLink")}</Link>
          </p>
          <p className="copyright">
            {footer?.copyright || t("footer.copyright", { year: new Date().getFullYear() })}
          </p>
        </div>
      </div>
    </footer>
  );
}
