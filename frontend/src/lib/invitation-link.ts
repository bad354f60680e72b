// The invitation link: shared by the account detail (copy on tap) and the referral gifts (invite dialog).
/** The link a friend signs up with (spec: /signup?ref={code}), on this site's origin. */
export function invitationLink(code: string, origin: string = window.location.origin): string {
  return `${origin}/signup?ref=${encodeURIComponent(code)}`;
}
