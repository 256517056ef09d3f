import { Link } from "@remix-run/react";

import { PlainCmsLink } from "#app/components/content/cms-link.tsx";
import { SellingPointList } from "#app/components/content/selling-points.tsx";
import { useCookieSettingsHref } from "#app/components/layout/cookie-bar.tsx";
import { KeptMarkup } from "#app/components/layout/kept-markup.tsx";
import { NewsletterForm } from "#app/components/newsletter/newsletter-form.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { NEWSLETTER_ANCHOR } from "#app/newsletter/newsletter-anchor.ts";
import type { NewsletterReply } from "#app/newsletter/newsletter.server.ts";
import type { FrameFooter } from "#bff/pages/site-frame.ts";
import "./site-footer.css";

/** The badges above the newsletter: certificates and promises, each a link when the CMS sets one. */
function FooterBadges({ badges }: { badges: FrameFooter["badges"] }) {
  return (
    <ul className="container">
      {badges.map((badge) => {
        const content = badge.image ? (
          <ResponsiveImage image={badge.image} alt={badge.title} />
        ) : (
          badge.title
        );
        return (
          <li key={badge.title}>
            {badge.link ? <PlainCmsLink link={badge.link}>{content}</PlainCmsLink> : content}
          </li>
        );
      })}
    </ul>
  );
}

/** The shop's phone, e-mail and opening hours, and its social networks. */
function FooterContact({ footer }: { footer: FrameFooter }) {
  const { t } = useTranslation();
  return (
    <>
      <address className="footer-contact">
        <a href={`tel:${footer.contact.phone.replace(/\s+/g, "")}`}>{footer.contact.phone}</a>
        <a href={`mailto:${footer.contact.email}`}>{footer.contact.email}</a>
        <span>{footer.contact.openingHours}</span>
      </address>
      {footer.socialLinks.length > 0 ? (
        <ul className="footer-social" aria-label={t("frame.footer.social")}>
          {footer.socialLinks.map((social) => (
            <li key={social.title}>
              <PlainCmsLink link={social.link}>{social.title}</PlainCmsLink>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/**
 * The page's foot: the shop's selling points, then in the spec's order badges, the
 * newsletter and two footers: the four footer menus, and contact, social links and
 * copyright. What the CMS fills in is rendered
 * by the server only and kept by the browser; the newsletter form and the cookie settings
 * link are the browser's.
 */
export function SiteFooter({ newsletterReply }: { newsletterReply: NewsletterReply | null }) {
  const { t } = useTranslation();
  const cookieSettingsHref = useCookieSettingsHref();
  return (
    <footer className="site-footer">
      <KeptMarkup
        id="footer-selling-points"
        as="section"
        className="footer-selling-points"
        label={t("frame.footer.sellingPoints")}
      >
        {(frame) =>
          frame && frame.sellingPoints.length > 0 ? (
            <div className="container">
              <SellingPointList points={frame.sellingPoints} kept />
            </div>
          ) : null
        }
      </KeptMarkup>
      <KeptMarkup
        id="footer-badges"
        as="section"
        className="footer-badges"
        label={t("frame.footer.badges")}
      >
        {(frame) =>
          frame?.footer && frame.footer.badges.length > 0 ? (
            <FooterBadges badges={frame.footer.badges} />
          ) : null
        }
      </KeptMarkup>
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
      <KeptMarkup
        id="footer-menus"
        as="nav"
        className="container footer-menus"
        label={t("nav.footer")}
      >
        {(frame) =>
          frame && frame.footerMenus.length > 0
            ? frame.footerMenus.map((menu) => {
                const heading = t(`frame.footerMenus.${menu.code}`, { defaultValue: "" });
                return (
                  <div key={menu.code}>
                    {heading ? <h2 className="footer-menu-title">{heading}</h2> : null}
                    <ul>
                      {menu.items.map((item) => (
                        <li key={item.id}>
                          <PlainCmsLink link={item.link}>{item.title}</PlainCmsLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })
            : null
        }
      </KeptMarkup>
      <div className="footer-bottom">
        <div className="container">
          <KeptMarkup id="footer-contact">
            {(frame) => (frame?.footer ? <FooterContact footer={frame.footer} /> : null)}
          </KeptMarkup>
          {/* Always there, so a choice made in the cookie bar can be changed later. */}
          <p>
            <Link to={cookieSettingsHref}>{t("frame.footer.cookieSettings")}</Link>
          </p>
          <KeptMarkup id="footer-copyright">
            {(frame) => (
              <p className="copyright">
                {frame?.footer?.copyright ||
                  t("footer.copyright", { year: new Date().getFullYear() })}
              </p>
            )}
          </KeptMarkup>
        </div>
      </div>
    </footer>
  );
}
