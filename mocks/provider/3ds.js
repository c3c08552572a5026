// Mock 3-D Secure page: says it is on screen, then how the challenge ended (docs/http-api.md,
// "Provider frame protocol"). The messages go only to the page that framed us, never to '*'.
(function () {
  'use strict';
  var parentOrigin = document.referrer ? new URL(document.referrer).origin : location.origin;
  if (window.parent !== window) {
    window.parent.postMessage({ type: 'cashier:provider-ready' }, parentOrigin);
  }
  document.querySelectorAll('button[data-status]').forEach(function (button) {
    button.addEventListener('click', function () {
      window.parent.postMessage(
        { type: 'cashier:provider-result', status: button.getAttribute('data-status') },
        parentOrigin,
      );
    });
  });
})();
