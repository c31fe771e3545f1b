/**
 * A Google Maps link for coordinates (SPEC section 9: map links use latitude and longitude). The
 * documented Maps URLs form opens the app on phones and the site elsewhere.
 */
export function mapUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}
