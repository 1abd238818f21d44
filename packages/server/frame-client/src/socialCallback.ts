import { SOCIAL_LOGIN_RESULT, type SocialResultMessage } from '@latch/frame-protocol'

// The page the identity provider sends the social-login popup back to, on the frame's origin.
// It hands the address it landed on to the page that opened the popup, at that page's origin
// only (the server wrote it into the page from the login's state), and nowhere else.

const appOrigin = document.querySelector('meta[name="latch-app-origin"]')?.getAttribute('content')
const opener = window.opener as Window | null
const status = document.getElementById('status')
if (appOrigin && opener) {
  const message: SocialResultMessage = {
    type: SOCIAL_LOGIN_RESULT,
    resultUri: window.location.href,
  }
  opener.postMessage(message, appOrigin)
  if (status) status.textContent = 'Signed in. You can close this window.'
} else if (status) {
  status.textContent = 'This window was not opened by the site: close it and try again.'
}
