import { render, screen, within } from '@testing-library/react';
import { DefinitionList } from './definition-list';

describe('DefinitionList', () => {
  it('pairs each term with its value, in order', () => {
    render(
      <DefinitionList
        data-testid="facts"
        items={[
          { id: 'level', term: 'Level', value: '4', valueTestId: 'fact-level' },
          { id: 'club', term: 'Club', value: 'Harbor Cross Rovers' },
        ]}
      />,
    );
    const list = screen.getByTestId('facts');
    expect(within(list).getAllByRole('term').map((term) => term.textContent)).toEqual(['Level', 'Club']);
    expect(within(list).getAllByRole('definition').map((value) => value.textContent)).toEqual(['4', 'Harbor Cross Rovers']);
    expect(screen.getByTestId('fact-level')).toHaveTextContent('4');
  });
});
