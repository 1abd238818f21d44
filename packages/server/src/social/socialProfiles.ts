import type { FrameSocialProvider } from '@latch/frame-protocol'
import { appleProfile } from './appleProfile.js'
import { discordProfile } from './discordProfile.js'
import { facebookProfile } from './facebookProfile.js'
import { githubProfile } from './githubProfile.js'
import { googleProfile } from './googleProfile.js'
import type { SocialProfile } from './socialProfile.js'
import { xProfile } from './xProfile.js'

/** How each social provider is signed in with. */
export const socialProfiles: Record<FrameSocialProvider, SocialProfile> = {
  google: googleProfile,
  apple: appleProfile,
  github: githubProfile,
  x: xProfile,
  discord: discordProfile,
  facebook: facebookProfile,
}
