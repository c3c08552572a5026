// Mock provider page that refuses to be framed (docs/mock-backend.md): the cashier opened it in a
// new window, and shows the payment's status in its own tab. Completing here changes nothing on
// the back end: the payment settles after CASHIER_LIVE_SETTLE_MS like any open one (and fails
// when its amount ends in 66), as a real provider settles it with the back end, not the page.
(function () {
  'use strict';
  var complete = document.getElementById('complete');
  var done = document.getElementById('done');
  if (!complete || !done) return;
  complete.addEventListener('click', function () {
    complete.disabled = true;
    done.textContent =
      'Payment submitted. You can close this window: the cashier shows the result.';
  });
})();
