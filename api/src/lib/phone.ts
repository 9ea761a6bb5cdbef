// The phone rules (EG default, IL refused) live once in shared-contracts; the api reads them over
// libphonenumber's full metadata.
export {
  DEFAULT_COUNTRY as DEFAULT_PHONE_COUNTRY,
  type ParsedPhone,
  parseSubmittedPhone as parsePhone,
} from '@app/shared-contracts/phone/max';
