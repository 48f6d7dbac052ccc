declare module 'convert-layout/uk.js' {
  const layout: { fromEn(text: string): string; toEn(text: string): string };
  export default layout;
}
declare module 'convert-layout/ru.js' {
  const layout: { fromEn(text: string): string; toEn(text: string): string };
  export default layout;
}
