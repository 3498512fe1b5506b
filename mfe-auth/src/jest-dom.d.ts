// Types of the jest-dom matchers (toBeInTheDocument, toHaveFocus…) that tools/jest/setup-dom.cjs installs.
/// <reference types="@testing-library/jest-dom" />
