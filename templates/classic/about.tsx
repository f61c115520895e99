import { ProfileImage, SocialIcons, type PortfolioOwner } from "~/template-sdk";
import { aboutText, siteAbout } from "./about-texts";

/**
 * docs/product.md#about-contact-and-footer About: the photographer's portrait (or initial, also
 * when the portrait fails to load), 'About Me' and the bio; for a signed-out visitor on home, the
 * site's own blurb.
 */
export function ClassicAbout({
  owner,
  siteName,
}: {
  owner: PortfolioOwner | null;
  siteName: string;
}) {
  const blurb = siteAbout(siteName);
  return (
    <section
      id="about"
      className="classic-about"
      data-section="about"
      aria-labelledby="classic-about-title"
    >
      {owner ? (
        <>
          <ProfileImage
            className="classic-about__portrait"
            src={owner.profileImage}
            alt=""
            initial={owner.displayName.charAt(0).toUpperCase()}
            width={160}
            height={160}
            loading="lazy"
            fallback={
              <span className="classic-about__initial" aria-hidden="true">
                {owner.displayName.charAt(0).toUpperCase()}
              </span>
            }
          />
          <div>
            <h2 id="classic-about-title">About Me</h2>
            <p>{aboutText(owner)}</p>
            <SocialIcons owner={owner} />
          </div>
        </>
      ) : (
        <div>
          <h2 id="classic-about-title">About</h2>
          <p>{blurb.intro}</p>
          <ul className="classic-about__points">
            {blurb.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
