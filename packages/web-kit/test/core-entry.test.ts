// The storefront and the sign-in pages load only the core entry; it must not pull antd in.
jest.mock('antd', () => {
  throw new Error('the core entry loaded antd');
});
jest.mock('@ant-design/v5-patch-for-react-19', () => {
  throw new Error('the core entry loaded the antd patch');
});

describe('@coachwork/web-kit core entry', () => {
  it('loads without antd', () => {
    const kit = jest.requireActual<typeof import('../src/index')>('../src/index');
    expect(typeof kit.makeStore).toBe('function');
    expect(typeof kit.toast.error).toBe('function');
  });

  it('the ui entry is the one that loads antd', () => {
    expect(() => jest.requireActual('../src/ui')).toThrow(/antd/);
  });
});
