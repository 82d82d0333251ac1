import type { z } from 'zod';

/**
 * zod's own messages in the API's language, naming the field (`details` is keyed by the field too, but the
 * message is what a toast shows). Schemas with a message of their own (the product's texts) keep it: this map is the
 * lowest-priority one, used only where a schema says nothing.
 */
type Issue = Parameters<z.core.$ZodErrorMap>[0];

const number = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 20 });

const TYPE_NAMES: Record<string, string> = {
  number: 'một số',
  int: 'một số nguyên',
  bigint: 'một số nguyên',
  string: 'một chuỗi ký tự',
  boolean: 'true hoặc false',
  array: 'một danh sách',
  object: 'một đối tượng',
  date: 'một ngày',
  file: 'một file',
};

const FORMAT_NAMES: Record<string, string> = {
  uuid: 'mã định danh (UUID)',
  email: 'địa chỉ email',
  url: 'đường dẫn URL',
  date: 'ngày yyyy-MM-dd',
  datetime: 'thời điểm ISO 8601',
};

function fieldName(path: readonly PropertyKey[] | undefined): string {
  return path && path.length > 0 ? `Trường "${path.map(String).join('.')}"` : 'Dữ liệu gửi lên';
}

function bound(value: number | bigint): string {
  return number.format(value);
}

export function vietnameseIssueMessage(issue: Issue): string {
  const field = fieldName(issue.path);
  if (
    issue.input === undefined &&
    ['invalid_type', 'invalid_value', 'invalid_union'].includes(issue.code ?? '')
  ) {
    return `${field} là bắt buộc`;
  }
  switch (issue.code) {
    case 'invalid_type':
      return `${field} phải là ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_big': {
      const max = bound(issue.maximum);
      if (issue.origin === 'string') return `${field} tối đa ${max} ký tự`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${field} tối đa ${max} phần tử`;
      if (issue.origin === 'file') return `${field} tối đa ${max} byte`;
      return issue.inclusive === false
        ? `${field} phải nhỏ hơn ${max}`
        : `${field} phải nhỏ hơn hoặc bằng ${max}`;
    }
    case 'too_small': {
      const min = bound(issue.minimum);
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? `${field} không được để trống`
          : `${field} tối thiểu ${min} ký tự`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') return `${field} cần ít nhất ${min} phần tử`;
      return issue.inclusive === false
        ? `${field} phải lớn hơn ${min}`
        : `${field} phải lớn hơn hoặc bằng ${min}`;
    }
    case 'invalid_format':
      return `${field} phải là ${FORMAT_NAMES[issue.format] ?? `định dạng ${issue.format}`} hợp lệ`;
    case 'invalid_value':
      return `${field} phải là một trong: ${issue.values.map(String).join(', ')}`;
    case 'not_multiple_of':
      return `${field} phải là bội số của ${bound(issue.divisor)}`;
    case 'unrecognized_keys':
      return `${field} có trường không được hỗ trợ: ${issue.keys.join(', ')}`;
    default:
      return `${field} không hợp lệ`;
  }
}
