/** The one place the cashier leaves the page (a thin adapter, replaced in tests). */
export const navigation = {
  assign(url: URL): void {
    window.location.assign(url.href);
  },
};
