import { aboutText, SocialIcons, type PortfolioOwner } from "~/template-sdk";

/**
 * Spec §2 About: the photographer's portrait (or initial), 'About Me' and the bio; for a
 * signed-out visitor on home, the site's own blurb.
 */
export function ClassicAbout({
  owner,
  siteName,
}: {
  owner: PortfolioOwner | null;
  siteName: string;
}) {
  return (
    <section
      id="about"
      className="classic-about"
      data-section="about"
      aria-labelledby="classic-about-title"
    >
      {owner ? (
        <>
          {owner.profileImage ? (
            <img
              className="classic-about__portrait"
              src={owner.profileImage}
              alt=""
              width={160}
              height={160}
              loading="lazy"
            />
          ) : (
            <span className="classic-about__initial" aria-hidden="true">
              {owner.displayName.charAt(0).toUpperCase()}
            </span>
          )}
          <div>
            <h2 id="classic-about-title">About Me</h2>
            <p>{aboutText(owner)}</p>
            <SocialIcons owner={owner} />
          </div>
        </>
      ) : (
        <div>
          <h2 id="classic-about-title">About</h2>
          <p>{siteName} is a home for photographers to publish and share their portfolios.</p>
          <ul className="classic-about__points">
            <li>Showcase your work globally with a portfolio of your own.</li>
            <li>Automatic photo syncing from your photo libraries, such as Google Photos.</li>
            <li>Connect with other photographers and the people who love their work.</li>
          </ul>
        </div>
      )}
    </section>
  );
}
