/** Fixture words of a Vietnamese pharmacy: the simulator's data is built from these. */

export interface CategoryTemplate {
  key: string;
  name: string;
  parent?: string;
}

export const categoryTemplates: readonly CategoryTemplate[] = [
  { key: 'rx', name: 'Thuốc kê đơn' },
  { key: 'rx-antibiotic', name: 'Kháng sinh', parent: 'rx' },
  { key: 'rx-cardio', name: 'Tim mạch – Huyết áp', parent: 'rx' },
  { key: 'rx-diabetes', name: 'Tiểu đường', parent: 'rx' },
  { key: 'rx-stomach', name: 'Dạ dày – Tiêu hoá', parent: 'rx' },
  { key: 'otc', name: 'Thuốc không kê đơn' },
  { key: 'otc-pain', name: 'Giảm đau – Hạ sốt', parent: 'otc' },
  { key: 'otc-cold', name: 'Ho – Cảm cúm', parent: 'otc' },
  { key: 'otc-allergy', name: 'Dị ứng', parent: 'otc' },
  { key: 'otc-eye', name: 'Mắt – Tai – Mũi', parent: 'otc' },
  { key: 'otc-skin', name: 'Da liễu', parent: 'otc' },
  { key: 'supplement', name: 'Thực phẩm chức năng' },
  { key: 'supplement-vitamin', name: 'Vitamin & khoáng chất', parent: 'supplement' },
  { key: 'supplement-liver', name: 'Bổ gan – Giải độc', parent: 'supplement' },
  { key: 'supplement-brain', name: 'Bổ não – Tuần hoàn', parent: 'supplement' },
  { key: 'cosmetic', name: 'Dược mỹ phẩm' },
  { key: 'device', name: 'Thiết bị y tế' },
  { key: 'device-consumable', name: 'Vật tư tiêu hao', parent: 'device' },
];

export interface DrugTemplate {
  name: string;
  category: string;
  /** Packs it is sold in; the unit of sale is the first word. */
  packs: readonly string[];
  /** Price of the pack in thousands of đồng: [min, max]. */
  price: readonly [number, number];
  /** Tracked by lot and expiry in KiotViet. */
  lots: boolean;
  /** Taken every day for months (blood pressure, diabetes…): customers come back for it. */
  chronic?: boolean;
}

export const drugTemplates: readonly DrugTemplate[] = [
  {
    name: 'Paracetamol 500mg',
    category: 'otc-pain',
    packs: ['Hộp 10 vỉ x 10 viên', 'Vỉ 10 viên'],
    price: [15, 45],
    lots: true,
  },
  {
    name: 'Hapacol 250 Flu',
    category: 'otc-pain',
    packs: ['Hộp 24 gói x 1,5g'],
    price: [45, 65],
    lots: true,
  },
  {
    name: 'Panadol Extra',
    category: 'otc-pain',
    packs: ['Hộp 15 vỉ x 12 viên', 'Vỉ 12 viên'],
    price: [18, 220],
    lots: true,
  },
  {
    name: 'Efferalgan 500mg viên sủi',
    category: 'otc-pain',
    packs: ['Hộp 4 vỉ x 4 viên'],
    price: [55, 75],
    lots: true,
  },
  {
    name: 'Ibuprofen 400mg',
    category: 'otc-pain',
    packs: ['Hộp 10 vỉ x 10 viên'],
    price: [30, 60],
    lots: true,
  },
  {
    name: 'Salonpas cao dán',
    category: 'otc-pain',
    packs: ['Hộp 20 miếng', 'Gói 10 miếng'],
    price: [25, 60],
    lots: true,
  },
  { name: 'Siro ho Prospan', category: 'otc-cold', packs: ['Chai 100ml'], price: [75, 95], lots: true },
  { name: 'Siro ho Bảo Thanh', category: 'otc-cold', packs: ['Chai 125ml'], price: [45, 60], lots: true },
  {
    name: 'Decolgen Forte',
    category: 'otc-cold',
    packs: ['Hộp 25 vỉ x 4 viên'],
    price: [90, 130],
    lots: true,
  },
  { name: 'Tiffy Dey', category: 'otc-cold', packs: ['Hộp 25 vỉ x 4 viên'], price: [85, 120], lots: true },
  {
    name: 'Viên ngậm Strepsils vị cam mật ong',
    category: 'otc-cold',
    packs: ['Hộp 12 vỉ x 2 viên'],
    price: [30, 45],
    lots: true,
  },
  {
    name: 'Cetirizin 10mg',
    category: 'otc-allergy',
    packs: ['Hộp 10 vỉ x 10 viên'],
    price: [20, 40],
    lots: true,
  },
  {
    name: 'Loratadin 10mg',
    category: 'otc-allergy',
    packs: ['Hộp 10 vỉ x 10 viên'],
    price: [25, 45],
    lots: true,
  },
  {
    name: 'Telfast HD 180mg',
    category: 'otc-allergy',
    packs: ['Hộp 1 vỉ x 10 viên'],
    price: [80, 110],
    lots: true,
  },
  { name: 'Thuốc nhỏ mắt V.Rohto', category: 'otc-eye', packs: ['Lọ 13ml'], price: [45, 60], lots: true },
  {
    name: 'Nước muối sinh lý Natri Clorid 0,9%',
    category: 'otc-eye',
    packs: ['Chai 500ml', 'Lọ 10ml'],
    price: [4, 12],
    lots: true,
  },
  { name: 'Xịt mũi Otrivin 0,1%', category: 'otc-eye', packs: ['Chai 10ml'], price: [55, 75], lots: true },
  { name: 'Kem bôi da Gentrisone', category: 'otc-skin', packs: ['Tuýp 10g'], price: [15, 25], lots: true },
  {
    name: 'Dầu gió xanh Thiên Thảo',
    category: 'otc-skin',
    packs: ['Chai 12ml'],
    price: [18, 30],
    lots: true,
  },
  {
    name: 'Amoxicillin 500mg',
    category: 'rx-antibiotic',
    packs: ['Hộp 10 vỉ x 10 viên nang'],
    price: [60, 110],
    lots: true,
  },
  {
    name: 'Augmentin 625mg',
    category: 'rx-antibiotic',
    packs: ['Hộp 2 vỉ x 7 viên'],
    price: [190, 260],
    lots: true,
  },
  {
    name: 'Cefuroxim 500mg',
    category: 'rx-antibiotic',
    packs: ['Hộp 2 vỉ x 5 viên'],
    price: [80, 160],
    lots: true,
  },
  {
    name: 'Azithromycin 250mg',
    category: 'rx-antibiotic',
    packs: ['Hộp 1 vỉ x 6 viên'],
    price: [50, 95],
    lots: true,
  },
  {
    name: 'Amlodipin 5mg',
    category: 'rx-cardio',
    packs: ['Hộp 3 vỉ x 10 viên'],
    price: [25, 90],
    lots: true,
    chronic: true,
  },
  {
    name: 'Losartan 50mg',
    category: 'rx-cardio',
    packs: ['Hộp 3 vỉ x 10 viên'],
    price: [45, 150],
    lots: true,
    chronic: true,
  },
  {
    name: 'Atorvastatin 10mg',
    category: 'rx-cardio',
    packs: ['Hộp 3 vỉ x 10 viên'],
    price: [60, 180],
    lots: true,
    chronic: true,
  },
  {
    name: 'Concor 5mg',
    category: 'rx-cardio',
    packs: ['Hộp 3 vỉ x 10 viên'],
    price: [95, 140],
    lots: true,
    chronic: true,
  },
  {
    name: 'Aspirin 81mg',
    category: 'rx-cardio',
    packs: ['Hộp 10 vỉ x 10 viên'],
    price: [25, 45],
    lots: true,
    chronic: true,
  },
  {
    name: 'Metformin 850mg',
    category: 'rx-diabetes',
    packs: ['Hộp 5 vỉ x 10 viên'],
    price: [40, 95],
    lots: true,
    chronic: true,
  },
  {
    name: 'Glucophage 500mg',
    category: 'rx-diabetes',
    packs: ['Hộp 5 vỉ x 10 viên'],
    price: [55, 85],
    lots: true,
    chronic: true,
  },
  {
    name: 'Diamicron MR 30mg',
    category: 'rx-diabetes',
    packs: ['Hộp 2 vỉ x 15 viên'],
    price: [85, 130],
    lots: true,
    chronic: true,
  },
  {
    name: 'Omeprazol 20mg',
    category: 'rx-stomach',
    packs: ['Hộp 10 vỉ x 10 viên nang'],
    price: [35, 80],
    lots: true,
    chronic: true,
  },
  {
    name: 'Nexium mups 40mg',
    category: 'rx-stomach',
    packs: ['Hộp 2 vỉ x 7 viên'],
    price: [230, 330],
    lots: true,
  },
  { name: 'Smecta', category: 'rx-stomach', packs: ['Hộp 30 gói'], price: [110, 150], lots: true },
  { name: 'Berberin 100mg', category: 'rx-stomach', packs: ['Lọ 100 viên'], price: [10, 20], lots: true },
  {
    name: 'Men vi sinh Enterogermina',
    category: 'rx-stomach',
    packs: ['Hộp 20 ống x 5ml'],
    price: [150, 200],
    lots: true,
  },
  { name: 'Oresol 245', category: 'rx-stomach', packs: ['Hộp 20 gói x 4,1g'], price: [30, 50], lots: true },
  {
    name: 'Vitamin C 500mg',
    category: 'supplement-vitamin',
    packs: ['Lọ 100 viên', 'Tuýp 20 viên sủi'],
    price: [25, 95],
    lots: true,
  },
  {
    name: 'Vitamin 3B',
    category: 'supplement-vitamin',
    packs: ['Hộp 10 vỉ x 10 viên'],
    price: [40, 70],
    lots: true,
  },
  {
    name: 'Canxi Corbiere 10ml',
    category: 'supplement-vitamin',
    packs: ['Hộp 30 ống'],
    price: [120, 170],
    lots: true,
    chronic: true,
  },
  {
    name: 'Berocca Performance',
    category: 'supplement-vitamin',
    packs: ['Tuýp 10 viên sủi'],
    price: [80, 110],
    lots: true,
  },
  {
    name: 'Boganic',
    category: 'supplement-liver',
    packs: ['Hộp 5 vỉ x 20 viên'],
    price: [75, 110],
    lots: true,
    chronic: true,
  },
  {
    name: 'Hoạt huyết dưỡng não Traphaco',
    category: 'supplement-brain',
    packs: ['Hộp 5 vỉ x 20 viên'],
    price: [70, 105],
    lots: true,
    chronic: true,
  },
  {
    name: 'Ginkgo Biloba 120mg',
    category: 'supplement-brain',
    packs: ['Lọ 60 viên'],
    price: [150, 390],
    lots: true,
    chronic: true,
  },
  {
    name: 'Kem chống nắng La Roche-Posay Anthelios',
    category: 'cosmetic',
    packs: ['Tuýp 50ml'],
    price: [420, 560],
    lots: false,
  },
  {
    name: 'Sữa rửa mặt Cetaphil',
    category: 'cosmetic',
    packs: ['Chai 125ml', 'Chai 500ml'],
    price: [190, 420],
    lots: false,
  },
  {
    name: 'Khẩu trang y tế 4 lớp',
    category: 'device-consumable',
    packs: ['Hộp 50 cái'],
    price: [25, 45],
    lots: false,
  },
  {
    name: 'Băng cá nhân Urgo',
    category: 'device-consumable',
    packs: ['Hộp 102 miếng'],
    price: [40, 60],
    lots: false,
  },
  {
    name: 'Bông y tế Bạch Tuyết',
    category: 'device-consumable',
    packs: ['Gói 100g'],
    price: [20, 35],
    lots: false,
  },
  {
    name: 'Que thử đường huyết Accu-Chek Instant',
    category: 'device',
    packs: ['Hộp 25 que'],
    price: [190, 260],
    lots: true,
    chronic: true,
  },
  {
    name: 'Nhiệt kế điện tử Omron MC-246',
    category: 'device',
    packs: ['Cái'],
    price: [90, 130],
    lots: false,
  },
  {
    name: 'Máy đo huyết áp bắp tay Omron HEM-7121',
    category: 'device',
    packs: ['Cái'],
    price: [750, 950],
    lots: false,
  },
];

export const manufacturers: readonly string[] = [
  'DHG Pharma',
  'Traphaco',
  'Imexpharm',
  'Domesco',
  'Pymepharco',
  'OPC',
  'Mekophar',
  'Stada',
  'Sanofi',
  'Bidiphar',
  'Savipharm',
  'Hậu Giang',
];

export const supplierNames: readonly string[] = [
  'Công ty Cổ phần Dược Hậu Giang',
  'Công ty TNHH Zuellig Pharma Việt Nam',
  'Công ty Cổ phần Traphaco',
  'Công ty Cổ phần Dược phẩm Imexpharm',
  'Công ty Cổ phần Pymepharco',
  'Công ty Cổ phần Dược phẩm OPC',
  'Công ty TNHH DKSH Việt Nam',
  'Công ty Cổ phần Dược phẩm Trung ương 1 – Pharbaco',
  'Công ty Cổ phần Dược Sài Gòn – Sapharco',
  'Công ty Cổ phần Xuất nhập khẩu Y tế Domesco',
  'Công ty Cổ phần Dược – Trang thiết bị Y tế Bình Định (Bidiphar)',
  'Công ty Cổ phần Hoá – Dược phẩm Mekophar',
  'Công ty Cổ phần Dược phẩm SaVi',
  'Công ty Cổ phần Dược phẩm Cửu Long',
  'Công ty TNHH Sanofi-Aventis Việt Nam',
  'Công ty Cổ phần Dược phẩm Vĩnh Phúc',
];

export const familyNames: readonly string[] = [
  'Nguyễn',
  'Nguyễn',
  'Nguyễn',
  'Trần',
  'Trần',
  'Lê',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
  'Trịnh',
  'Đinh',
  'Lâm',
  'Tạ',
];

export const maleMiddleNames: readonly string[] = [
  'Văn',
  'Hữu',
  'Đức',
  'Minh',
  'Quốc',
  'Thanh',
  'Gia',
  'Công',
  'Xuân',
];
export const femaleMiddleNames: readonly string[] = [
  'Thị',
  'Thị',
  'Ngọc',
  'Thu',
  'Thanh',
  'Phương',
  'Mỹ',
  'Bảo',
  'Kim',
];
export const maleGivenNames: readonly string[] = [
  'An',
  'Bình',
  'Cường',
  'Dũng',
  'Đạt',
  'Hải',
  'Hiếu',
  'Hùng',
  'Huy',
  'Khánh',
  'Khoa',
  'Long',
  'Minh',
  'Nam',
  'Phong',
  'Phúc',
  'Quân',
  'Sơn',
  'Tài',
  'Thắng',
  'Thành',
  'Trung',
  'Tuấn',
  'Việt',
  'Vinh',
];
export const femaleGivenNames: readonly string[] = [
  'Anh',
  'Chi',
  'Dung',
  'Giang',
  'Hà',
  'Hạnh',
  'Hằng',
  'Hoa',
  'Hương',
  'Lan',
  'Linh',
  'Loan',
  'Mai',
  'Nga',
  'Ngân',
  'Nhung',
  'Oanh',
  'Phượng',
  'Quỳnh',
  'Thảo',
  'Thuỷ',
  'Trang',
  'Uyên',
  'Vy',
  'Yến',
];

export interface District {
  city: string;
  district: string;
  wards: readonly string[];
  streets: readonly string[];
}

export const districts: readonly District[] = [
  {
    city: 'Hồ Chí Minh',
    district: 'Quận 1',
    wards: ['Phường Bến Nghé', 'Phường Đa Kao', 'Phường Tân Định'],
    streets: ['Nguyễn Thị Minh Khai', 'Hai Bà Trưng', 'Lê Thánh Tôn', 'Đinh Tiên Hoàng'],
  },
  {
    city: 'Hồ Chí Minh',
    district: 'Quận Bình Thạnh',
    wards: ['Phường 13', 'Phường 25', 'Phường 26'],
    streets: ['Xô Viết Nghệ Tĩnh', 'Điện Biên Phủ', 'Bạch Đằng', 'Nơ Trang Long'],
  },
  {
    city: 'Hồ Chí Minh',
    district: 'Thành phố Thủ Đức',
    wards: ['Phường Linh Trung', 'Phường Hiệp Bình Chánh', 'Phường Thảo Điền'],
    streets: ['Võ Văn Ngân', 'Kha Vạn Cân', 'Quốc lộ 13', 'Xa lộ Hà Nội'],
  },
  {
    city: 'Hà Nội',
    district: 'Quận Cầu Giấy',
    wards: ['Phường Dịch Vọng', 'Phường Quan Hoa', 'Phường Yên Hoà'],
    streets: ['Xuân Thuỷ', 'Trần Duy Hưng', 'Cầu Giấy', 'Nguyễn Khánh Toàn'],
  },
  {
    city: 'Đà Nẵng',
    district: 'Quận Hải Châu',
    wards: ['Phường Thạch Thang', 'Phường Hoà Cường Bắc'],
    streets: ['Lê Duẩn', 'Nguyễn Văn Linh', 'Hùng Vương'],
  },
];

export const branchNames: readonly string[] = [
  'Nhà thuốc Minh Châu – Cơ sở chính',
  'Nhà thuốc Minh Châu – Chi nhánh Bình Thạnh',
  'Nhà thuốc Minh Châu – Chi nhánh Thủ Đức',
  'Nhà thuốc Minh Châu – Chi nhánh Cầu Giấy',
  'Nhà thuốc Minh Châu – Chi nhánh Hải Châu',
];

export const staffTitles: readonly string[] = ['Dược sĩ', 'Dược sĩ', 'Nhân viên'];

/** A pharmacy's customer groups ('Nhóm khách hàng'). */
export const customerGroupNames: readonly string[] = [
  'Khách thân thiết',
  'Bệnh nhân mãn tính',
  'Khách sỉ – phòng khám',
  'Nhân viên nhà thuốc',
];

/** Lower-case ASCII of a Vietnamese name, for e-mail addresses. */
export function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}
