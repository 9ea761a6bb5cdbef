/** Spec 1 §9: error correction Q, width 160, centre logo at 15 % (24 px). */
export const QR_SIZE = 160;
export const QR_LOGO = Math.round(QR_SIZE * 0.15);
