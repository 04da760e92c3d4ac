// The job posting's interview questions move by their grip with the keyboard (Space, the arrows,
// Space), and a screen reader hears positions while they do (dnd-kit's live region), never the rows'
// keys; the orders follow the new positions.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { installDomShims, stackRowBoxes } from '@coachwork/test-support/dom';
import { InterviewQuestionsEditor } from '../components/interview-questions-editor';
import { valuesOf, type JobPostingValues } from '../job-posting-form';

jest.setTimeout(60_000);
beforeAll(installDomShims);

// jsdom lays nothing out; dnd-kit's keyboard sensor moves between rows by their boxes.
let unstack: () => void;
beforeAll(() => {
  unstack = stackRowBoxes('li', 48);
});
afterAll(() => unstack());

const QUESTIONS = ['Why coaching?', 'Your last client?', 'Your method?'];
let values: () => JobPostingValues;

function Harness() {
  const form = useForm<JobPostingValues>({
    defaultValues: {
      ...valuesOf(null),
      interviewQuestions: QUESTIONS.map((title, i) => ({ id: null, title, order: i + 1, enabled: true })),
    },
  });
  values = () => form.getValues();
  return <InterviewQuestionsEditor form={form} />;
}

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
/** What dnd-kit's live region says now. */
const spoken = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent;

it('moves a question by its grip with the keyboard, saying positions as it goes', async () => {
  render(<Harness />);
  const grip = screen.getByRole('button', { name: 'Move question 1' });
  grip.focus();
  fireEvent.keyDown(grip, { code: 'Space', key: ' ' });
  await tick();
  expect(spoken()).toBe('Picked up question 1.');
  fireEvent.keyDown(grip, { code: 'ArrowDown', key: 'ArrowDown' });
  await tick();
  expect(spoken()).toBe('Question 1 is over position 2.');
  fireEvent.keyDown(grip, { code: 'Space', key: ' ' });
  await waitFor(() =>
    expect(values().interviewQuestions.map((q) => [q.title, q.order])).toEqual([
      ['Your last client?', 1],
      ['Why coaching?', 2],
      ['Your method?', 3],
    ]),
  );
  expect(spoken()).toBe('Question 1 was dropped at position 2.');
});

it('says where a question went back to when the move is cancelled with Escape', async () => {
  render(<Harness />);
  const grip = screen.getByRole('button', { name: 'Move question 2' });
  grip.focus();
  fireEvent.keyDown(grip, { code: 'Space', key: ' ' });
  await tick();
  fireEvent.keyDown(grip, { code: 'ArrowDown', key: 'ArrowDown' });
  await tick();
  fireEvent.keyDown(grip, { code: 'Escape', key: 'Escape' });
  await tick();
  expect(spoken()).toBe('Question 2 was put back at position 2.');
  expect(values().interviewQuestions.map((q) => q.title)).toEqual(QUESTIONS);
});
