// A journey in a real browser on a shared runner can lose a race the app does not have (a click
// taken by a redraw, a slow first load): each check gets one second try, at once, so the journeys
// after it in its file still see the data in the order they expect. The first try's error is
// printed ("LOGGING RETRY ERRORS"), and `npm test` names every check tried twice at the end of
// its output, so a flaky check is seen and mended, not hidden.
jest.retryTimes(1, { logErrorsBeforeRetry: true, retryImmediately: true });
