// Words for the coach area's enumerations: 'PUBLISHED' reads 'Published'.
export const label = (v: string) => v.charAt(0) + v.slice(1).toLowerCase();
