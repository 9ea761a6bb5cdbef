import { css } from '#styled-system/css';

/** The box a remote's page renders in, in the browser and in the server's first screen alike. */
export const remotePageClass = css({ minBlockSize: '50vh', display: 'flex', flexDirection: 'column' });
