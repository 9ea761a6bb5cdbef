// zod's Arabic messages are installed by the contracts' schemas as they load (shared-contracts
// contracts/schemas/zod-arabic.ts): the api and the front ends read the same wording. app.ts calls
// it again at start, which changes nothing.
export { installArabicZodMessages } from '@app/shared-contracts/schemas';
