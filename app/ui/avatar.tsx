import { useState } from "react";

/** Spec §2: the profile image, hidden if it fails to load, else the user's initial. */
export function Avatar({
  src,
  initial,
  size = 32,
}: {
  src?: string | null;
  initial: string;
  size?: number;
}) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: size * 0.45 };
  if (src && !failed) {
    return (
      <img
        className="avatar"
        src={src}
        alt=""
        width={size}
        height={size}
        style={style}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className="avatar avatar--initial" style={style} aria-hidden="true">
      {initial}
    </span>
  );
}
