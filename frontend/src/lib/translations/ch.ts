// Every Chinese text of the app in one module, loaded by lib/i18n.tsx when the
// language is chosen: one download instead of one per feature, and no list of loaders in the
// first page's JavaScript. Each feature keeps its own translations/ch.json.
const files = import.meta.glob<Record<string, string>>(['../../features/*/translations/ch.json', '../../components/*/translations/ch.json'], {
  eager: true,
  import: 'default',
});

const catalogue: Record<string, string> = Object.assign({}, ...Object.values(files));
export default catalogue;
