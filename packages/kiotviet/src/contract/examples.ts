/**
 * One example answer per KiotViet endpoint the portal uses, written for these tests from the field lists of
 * KiotViet's public Retail API documentation (names, nesting and types as documented; the values are a made-up
 * pharmacy). Where the documentation spells a field in two ways, the example follows the spelling real stores send,
 * and the test says which. Money is written as KiotViet writes decimals.
 */

export const tokenAnswer = {
  access_token: 'eyJhbGciOiJSUzI1NiJ9.mau-thu.chu-ky',
  expires_in: 86400,
  token_type: 'Bearer',
};

export const branchList = {
  removedIds: [1000007],
  total: 2,
  pageSize: 20,
  data: [
    {
      id: 1000001,
      branchName: 'Chi nhánh Quận 3',
      branchCode: 'CN01',
      contactNumber: '02839301234',
      retailerId: 500123,
      email: 'quan3@nhathuocvidu.vn',
      address: '12 Võ Văn Tần',
      modifiedDate: '2026-02-01T08:15:00.1230000',
      createdDate: '2024-05-20T09:00:00',
    },
    {
      id: 1000002,
      branchName: 'Chi nhánh Thủ Đức',
      retailerId: 500123,
      createdDate: '2025-01-06T10:30:00',
    },
  ],
  timestamp: '2026-03-16T09:00:00.0000000+07:00',
};

export const categoryList = {
  total: 2,
  pageSize: 20,
  data: [
    {
      categoryId: 2001,
      categoryName: 'Thuốc kê đơn',
      retailerId: 500123,
      hasChild: true,
      createdDate: '2024-05-20T09:05:00',
    },
    {
      categoryId: 2002,
      parentId: 2001,
      categoryName: 'Kháng sinh',
      retailerId: 500123,
      hasChild: false,
      modifiedDate: '2025-11-02T14:00:00',
      createdDate: '2024-05-20T09:06:00',
    },
  ],
  removedIds: [],
  timestamp: '2026-03-16T09:00:00.0000000+07:00',
};

const product = {
  id: 3000101,
  code: 'SP000101',
  barCode: '8934567000101',
  retailerId: 500123,
  allowsSale: true,
  name: 'Amoxicillin 500mg Imexpharm',
  categoryId: 2002,
  categoryName: 'Kháng sinh',
  fullName: 'Amoxicillin 500mg Imexpharm (Hộp 10 vỉ x 10 viên)',
  description: 'Kháng sinh nhóm beta-lactam',
  hasVariants: false,
  attributes: [{ productId: 3000101, attributeName: 'Quy cách', attributeValue: 'Hộp 10 vỉ' }],
  unit: 'Hộp',
  masterProductId: 3000100,
  conversionValue: 1,
  units: [
    {
      id: 3000102,
      code: 'SP000102',
      name: 'Amoxicillin 500mg Imexpharm',
      fullName: 'Amoxicillin 500mg Imexpharm (Vỉ)',
      unit: 'Vỉ',
      conversionValue: 0.1,
      basePrice: 9500.0,
    },
  ],
  inventories: [
    {
      productId: 3000101,
      productCode: 'SP000101',
      productName: 'Amoxicillin 500mg Imexpharm',
      branchId: 1000001,
      branchName: 'Chi nhánh Quận 3',
      cost: 61234.5678,
      onHand: 42,
      reserved: 2,
      onOrder: 10,
      // The documentation's list spells these minQuality / maxQuality; stores answer minQuantity / maxQuantity.
      minQuantity: 5,
      maxQuantity: 100,
    },
  ],
  productBatchExpires: [
    {
      productId: 3000101,
      onHand: 30,
      batchName: 'AMX2406',
      expireDate: '2027-06-30T00:00:00',
      fullNameVirgule: 'AMX2406 - 30/06/2027',
      branchId: 1000001,
    },
    {
      productId: 3000101,
      onHand: 12,
      batchName: 'AMX2501',
      expireDate: '2028-01-31T00:00:00',
      fullNameVirgule: 'AMX2501 - 31/01/2028',
      branchId: 1000001,
    },
  ],
  basePrice: 95000.0,
  weight: 120,
  type: 2,
  isActive: true,
  isLotSerialControl: false,
  isBatchExpireControl: true,
  modifiedDate: '2026-03-10T16:45:12.5330000',
  createdDate: '2024-06-01T08:00:00',
};

export const productList = { removeId: [3000099], total: 1, pageSize: 100, data: [product] };
export const productDetail = product;

const customer = {
  id: 4000501,
  code: 'KH000501',
  name: 'Nguyễn Thị Hoa',
  gender: false,
  birthDate: '1988-09-12T00:00:00',
  contactNumber: '0903123456',
  address: '45 Lê Lợi',
  locationName: 'Hồ Chí Minh - Quận 1',
  wardName: 'Phường Bến Nghé',
  email: 'hoa.nguyen@example.vn',
  organization: 'Công ty TNHH Ví Dụ',
  comments: 'Khách quen',
  taxCode: '0312345678',
  debt: 0,
  totalInvoiced: 1250000.0,
  totalPoint: 125,
  totalRevenue: 1180000.0,
  rewardPoint: 125,
  groups: 'Khách thân thiết',
  retailerId: 500123,
  modifiedDate: '2026-03-01T10:00:00',
  createdDate: '2024-07-15T15:20:00',
};

export const customerList = {
  total: 2,
  pageSize: 100,
  data: [
    customer,
    {
      id: 4000502,
      code: 'KH000502',
      name: 'Trần Văn Minh',
      retailerId: 500123,
      createdDate: '2025-02-01T09:00:00',
    },
  ],
  removeId: [4000400],
};
export const customerDetail = customer;

const invoice = {
  id: 5000901,
  code: 'HD000901',
  purchaseDate: '2026-03-15T18:20:31.2100000',
  branchId: 1000001,
  branchName: 'Chi nhánh Quận 3',
  soldById: 20001,
  soldByName: 'Lê Thu Trang',
  customerId: 4000501,
  customerCode: 'KH000501',
  customerName: 'Nguyễn Thị Hoa',
  total: 190000.0,
  totalPayment: 190000.0,
  discount: 0,
  discountRatio: 0,
  status: 1,
  statusValue: 'Hoàn thành',
  description: 'Giao trước 17h',
  usingCod: false,
  createdDate: '2026-03-15T18:20:31.2100000',
  modifiedDate: '2026-03-15T18:25:00',
  payments: [
    {
      id: 6000001,
      code: 'TT000901',
      amount: 190000.0,
      method: 'Cash',
      status: 0,
      statusValue: 'Đã thanh toán',
      transDate: '2026-03-15T18:20:31',
    },
  ],
  invoiceDetails: [
    {
      productId: 3000101,
      productCode: 'SP000101',
      productName: 'Amoxicillin 500mg Imexpharm',
      quantity: 2,
      price: 95000.0,
      discountRatio: 0,
      discount: 0,
      note: '',
      serialNumbers: '',
      productBatchExpire: {
        id: 7000001,
        productId: 3000101,
        batchName: 'AMX2406',
        fullNameVirgule: 'AMX2406 - 30/06/2027',
        createdDate: '2025-06-01T08:00:00',
        expireDate: '2027-06-30T00:00:00',
      },
    },
  ],
};

export const invoiceList = { total: 1, pageSize: 100, data: [invoice] };
export const invoiceDetail = invoice;

export const supplierList = {
  removedId: [8000003],
  total: 1,
  pageSize: 100,
  data: [
    {
      id: 8000001,
      code: 'NCC000001',
      name: 'Công ty CP Dược phẩm Mẫu',
      contactNumber: '02838123456',
      email: 'banhang@duocmau.vn',
      address: '100 Nguyễn Trãi',
      locationName: 'Hồ Chí Minh - Quận 5',
      wardName: 'Phường 2',
      organization: 'Công ty CP Dược phẩm Mẫu',
      taxCode: '0301234567',
      comments: 'Giao thứ 2 và thứ 5',
      groups: 'Nhà phân phối',
      isActive: true,
      modifiedDate: '2026-01-20T11:00:00',
      createdDate: '2024-05-21T10:00:00',
      retailerId: 500123,
      branchId: 1000001,
      createdBy: 'Quản trị viên',
      debt: 15000000.0,
      totalInvoiced: 320000000.0,
      totalInvoicedWithoutReturn: 318500000.0,
    },
  ],
};

const receipt = {
  id: 9000201,
  retailerId: 500123,
  code: 'PN000201',
  branchId: 1000001,
  branchName: 'Chi nhánh Quận 3',
  purchaseDate: '2026-03-16T09:30:00',
  discountRatio: 0,
  discount: 0,
  total: 1140000.0,
  supplierId: 8000001,
  supplierName: 'Công ty CP Dược phẩm Mẫu',
  supplierCode: 'NCC000001',
  partnerType: 'S',
  purchaseById: 20001,
  purchaseName: 'Lê Thu Trang',
  totalTax: 0,
  purchaseOrderDetails: [
    {
      productId: 3000101,
      // The list and the detail spell it ProductCode; the answer to a create spells it productCode.
      ProductCode: 'SP000101',
      productName: 'Amoxicillin 500mg Imexpharm',
      quantity: 12,
      price: 95000.0,
      discount: 0,
      serialNumbers: '',
    },
  ],
};

export const purchaseOrderList = { total: 1, pageSize: 100, data: [receipt] };

export const purchaseOrderCreated = {
  ...receipt,
  purchaseOrderDetails: receipt.purchaseOrderDetails.map(({ ProductCode, ...line }) => ({
    ...line,
    productCode: ProductCode,
    discountRatio: 0,
  })),
  payments: [],
};

export const webhookRegistered = {
  id: 7000001,
  type: 'product.update',
  url: 'https://portal.example.vn/api/kiotviet/webhooks/k/product.update',
  isActive: true,
  retailerId: 500123,
  description: 'Pharmacy Portal',
};

export const webhookList = {
  total: 1,
  pageSize: 20,
  data: [{ ...webhookRegistered, modifiedDate: '2026-03-16T09:00:00' }],
};

export const webhookRemoved = { message: 'Hủy đăng ký webhook thành công' };

/** What KiotViet POSTs for each event the portal applies. */
export const productUpdated = {
  Id: '6f1d2c3b-0a9e-4c55-9e1b-0d8c2a4b5e61',
  Attempt: 1,
  Notifications: [
    {
      Action: 'product.update.500123',
      Data: [
        {
          Id: 3000101,
          Code: 'SP000101',
          Name: 'Amoxicillin 500mg Imexpharm',
          FullName: 'Amoxicillin 500mg Imexpharm (Hộp 10 vỉ x 10 viên)',
          CategoryId: 2002,
          CategoryName: 'Kháng sinh',
          AllowsSale: true,
          HasVariants: false,
          BasePrice: 95000.0,
          Weight: 120,
          Unit: 'Hộp',
          ConversionValue: 1,
          ModifiedDate: '2026-03-16T09:41:07.5330000',
          Attributes: [],
          Inventories: [
            {
              ProductId: 3000101,
              ProductCode: 'SP000101',
              ProductName: 'Amoxicillin 500mg Imexpharm',
              BranchId: 1000001,
              BranchName: 'Chi nhánh Quận 3',
              Cost: 61234.5678,
              OnHand: 40,
              Reserved: 2,
            },
          ],
        },
      ],
    },
  ],
};

export const stockUpdated = {
  Id: 'a3b4c5d6-1111-4222-8333-944455556666',
  Attempt: 2,
  Notifications: [
    {
      Action: 'stock.update.500123',
      Data: [
        {
          ProductId: 3000101,
          ProductCode: 'SP000101',
          ProductName: 'Amoxicillin 500mg Imexpharm',
          BranchId: 1000001,
          BranchName: 'Chi nhánh Quận 3',
          Cost: 61234.5678,
          OnHand: 40,
          Reserved: 2,
        },
      ],
    },
  ],
};

export const customerUpdated = {
  Id: '0c9b8a7f-2222-4333-8444-a55566667777',
  Attempt: 1,
  Notifications: [
    {
      Action: 'customer.update.500123',
      Data: [
        {
          Id: 4000501,
          Code: 'KH000501',
          Name: 'Nguyễn Thị Hoa',
          Gender: false,
          ContactNumber: '0903123456',
          Address: '45 Lê Lợi',
          LocationName: 'Hồ Chí Minh - Quận 1',
          Email: 'hoa.nguyen@example.vn',
          ModifiedDate: '2026-03-16T09:41:07',
          Organization: 'Công ty TNHH Ví Dụ',
          TaxCode: '0312345678',
          Comments: 'Khách quen',
        },
      ],
    },
  ],
};

export const invoiceUpdated = {
  Id: 'f00dcafe-3333-4444-8555-b66677778888',
  Attempt: 1,
  Notifications: [
    {
      Action: 'invoice.update.500123',
      Data: [
        {
          Id: 5000901,
          Code: 'HD000901',
          PurchaseDate: '2026-03-15T18:20:31.2100000',
          BranchId: 1000001,
          BranchName: 'Chi nhánh Quận 3',
          SoldById: 20001,
          SoldByName: 'Lê Thu Trang',
          CustomerId: 4000501,
          CustomerCode: 'KH000501',
          CustomerName: 'Nguyễn Thị Hoa',
          Total: 190000.0,
          TotalPayment: 190000.0,
          Discount: 0,
          Status: 1,
          StatusValue: 'Hoàn thành',
          Description: 'Giao trước 17h',
          UsingCod: false,
          ModifiedDate: '2026-03-15T18:25:00',
          InvoiceDetails: [
            {
              ProductId: 3000101,
              ProductCode: 'SP000101',
              ProductName: 'Amoxicillin 500mg Imexpharm',
              Quantity: 2,
              Price: 95000.0,
              Discount: 0,
              DiscountRatio: 0,
            },
          ],
        },
      ],
    },
  ],
};

export const productDeleted = { RemoveId: [3000099, 3000098] };
