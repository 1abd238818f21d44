import { SOCIAL_LOGIN_RESULT, type SocialResultMessage } from '@latch/frame-protocol'

// The page the identity provider sends the social-login popup back to, on the frame's origin.
// The address it landed on carries the authorization code: it goes to the secure frame only,
// a document of this same origin among the frames of the page that opened the popup. The page
// itself (the server wrote its origin into this page from the login's state) is told no more
// than this page's address without its query: that the popup is done.

const appOrigin = document.querySelector('meta[name="latch-app-origin"]')?.getAttribute('content')
const opener = window.opener as Window | null
const status = document.getElementById('status')
if (appOrigin && opener) {
  const result: SocialResultMessage = { type: SOCIAL_LOGIN_RESULT, resultUri: window.location.href }
  // Posted to this origin only: every other frame of the page drops it unread.
  for (let index = 0; index < opener.length; index++) {
    opener[index]?.postMessage(result, window.location.origin)
  }
  const done: SocialResultMessage = {
    type: SOCIAL_LOGIN_RESULT,
    resultUri: `${window.location.origin}${window.location.pathname}`,
  }
  opener.postMessage(done, appOrigin)
  // Nor does the code stay in the popup's address bar.
  window.history.replaceState(null, '', window.location.pathname)
  if (status) status.textContent = 'Signed in. You can close this window.'
} else if (status) {
  status.textContent = 'This window was not opened by the site: close it and try again.'
}
