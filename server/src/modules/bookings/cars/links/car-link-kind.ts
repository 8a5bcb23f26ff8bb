// The car request's kind in the dispatch link registry (a value of the dispatchLinkKind dictionary).
export const CAR_LINK_KIND = 'car';
