// Queries that wait (findBy…, waitFor) give a screen up to 5 s instead of Testing Library's 1 s: antd's
// tables and pop-overs render slowly in jsdom on a busy 2-core machine, where the default failed tests
// that pass on a quiet one (CI stop 40's vouchers 'Delete SPRING'). A passing query returns as soon as
// the element is there, so this only changes how long a failure takes to be reported.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
