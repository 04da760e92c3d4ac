// A workshop's description in the console reads as formatted text, not raw Markdown (issue 31 item 12),
// and what people typed never runs as markup.
import { render, screen, waitFor } from '@testing-library/react';
import { MarkdownText } from '../components/markdown-text';

describe('a workshop description', () => {
  it('shows headings, lists, emphasis and links instead of the marks', async () => {
    render(<MarkdownText source={'## What you learn\n\n- Decide **first**\n- Ask [why](https://example.com/why)'} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'What you learn' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Decide first', 'Ask why']);
    expect(screen.getByText('first').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'why' }).getAttribute('href')).toBe('https://example.com/why');
    expect(document.body.textContent).not.toContain('##');
  });

  it('shows typed HTML as text and drops a javascript: link', async () => {
    const { container } = render(
      <MarkdownText source={'<img src=x onerror="alert(1)"> and [click](javascript:alert(1))'} />,
    );
    await waitFor(() => expect(container.querySelector('[data-testid="markdown"]')).toBeTruthy());
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('shows a dash for no description', () => {
    render(<MarkdownText source={null} />);
    expect(screen.getByText('—')).toBeTruthy();
  });
});
