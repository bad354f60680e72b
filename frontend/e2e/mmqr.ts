// A wallet's static merchant QR (MMQR, EMVCo) for the browser tests: TLVs and the CRC written out
// here, so the tests do not check the shop's QR code with the shop's own code.

/** An EMVCo TLV: tag, two-digit length, value. */
export const tlv = (tag: string, value: string) => `${tag}${String(value.length).padStart(2, '0')}${value}`;

/** CRC-16/CCITT-FALSE, as MMQR's tag 63 carries it. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A KBZPay-style static merchant QR payload in kyat, with its CRC. */
export function merchantPayload(): string {
  const account = tlv('00', 'com.kbzpay.mmqr') + tlv('01', '09791234567');
  const body = [tlv('00', '01'), tlv('01', '11'), tlv('26', account), tlv('52', '5311'), tlv('53', '104'), tlv('58', 'MM'), tlv('59', 'LUCKY MALL'), tlv('60', 'YANGON')].join('') + '6304';
  return body + crc16(body);
}
