// The component itself, not the barrel's on-demand part: the nav and the account page show it
// at once.
import { ProfileImage } from "~/template-sdk/profile-image";

/**
 * docs/product.md#navigation-and-site-wide-parts: the profile image, hidden if it fails to load,
 * else the user's initial.
 */
export function Avatar({
  src,
  initial,
  size = 32,
}: {
  src?: string | null;
  initial: string;
  size?: number;
}) {
  const style = { width: size, height: size, fontSize: size * 0.45 };
  const letter = (
    <span className="avatar avatar--initial" style={style} aria-hidden="true">
      {initial}
    </span>
  );
  return (
    <ProfileImage
      className="avatar"
      src={src}
      alt=""
      initial={initial}
      width={size}
      height={size}
      style={style}
      fallback={letter}
    />
  );
}
