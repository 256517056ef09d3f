type ShipperLike = {
  type: string;
  delivery: { nearestDeliveryDate: string; closesAt: string };
};

/**
 * Spec: the fastest shipper is the non-PERSONAL one with the earliest nearest delivery
 * date, ties broken by the earlier closing time. Personal pickup is left out because the
 * shopper, not a carrier, decides when the parcel arrives. ISO dates and HH:MM times
 * compare correctly as strings.
 */
export function fastestShipper<Shipper extends ShipperLike>(
  shippers: ReadonlyArray<Shipper>,
): Shipper | null {
  let fastest: Shipper | null = null;
  for (const shipper of shippers) {
    if (shipper.type === "PERSONAL") continue;
    if (!fastest || isFaster(shipper, fastest)) fastest = shipper;
  }
  return fastest;
}

function isFaster(candidate: ShipperLike, current: ShipperLike): boolean {
  const a = candidate.delivery;
  const b = current.delivery;
  if (a.nearestDeliveryDate !== b.nearestDeliveryDate) {
    return a.nearestDeliveryDate < b.nearestDeliveryDate;
  }
  return a.closesAt < b.closesAt;
}
