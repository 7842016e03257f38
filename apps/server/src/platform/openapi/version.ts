/** The portal's version lives at the bottom layer (src/version.ts), where the database's start-up checks read it too. */
export { portalVersion } from '../../version.ts';
