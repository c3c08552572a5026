// Mock 3-D Secure page: tells the cashier how the challenge ended (docs/http-api.md,
// "Provider frame protocol"). The message goes only to the page that framed us, never to '*'.
(function () {
  'use strict';
  var parentOrigin = document.referrer ? new URL(document.referrer).origin : location.origin;
  document.querySelectorAll('button[data-status]').forEach(function (button) {
    button.addEventListener('click', function () {
      window.parent.postMessage(
        { type: 'cashier:provider-result', status: button.getAttribute('data-status') },
        parentOrigin,
      );
    });
  });
})();
