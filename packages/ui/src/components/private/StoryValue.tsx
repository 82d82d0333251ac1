import { Text } from '../Text/Text';

/**
 * For controlled stories: what the component hands its owner, shown the way a reviewer can read it —
 * 'Giá trị gửi lên: delivered' in code type, or 'chưa chọn' — rather than a raw value dropped on the page.
 * It is a live `output` named 'Giá trị', so plays can check it.
 */
export function StoryValue({ value }: { value: string | null }) {
  return (
    <Text as="p" size="small" tone="secondary" style={{ marginTop: 12 }}>
      Giá trị gửi lên:{' '}
      <output aria-label="Giá trị" style={{ fontFamily: 'var(--fontFamily-mono)' }}>
        {value ?? 'chưa chọn'}
      </output>
    </Text>
  );
}
