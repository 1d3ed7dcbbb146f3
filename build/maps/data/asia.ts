/**
 * Hand-authored data of the Asia map (South, South-East and East Asia): projection (conic
 * equal-area, standard parallels 20° and 50° N, centred on 104° E), view, grid frame, the
 * no-grid Himalaya/Tibet area (with the Pamirs), mountain ranges,
 * straits, regions and cities. Lon/lat in degrees; city coordinates are facts. Outlines are
 * our own simplified drawings.
 */
import type { CityDef, MapDefinition } from '../definition';
import { styledRegions } from './regions';

const cities: CityDef[] = [
  { id: 'karachi', name: 'Karachi', localNames: { ur: 'کراچی', ar: 'كراتشي', ko: '카라치' }, lon: 67.01, lat: 24.86, region: 'south-asia' },
  { id: 'lahore', name: 'Lahore', localNames: { ur: 'لاہور', ar: 'لاهور', ko: '라호르' }, lon: 74.36, lat: 31.55, region: 'south-asia' },
  { id: 'delhi', name: 'Delhi', localNames: { hi: 'दिल्ली', ar: 'دلهي', ko: '델리' }, lon: 77.21, lat: 28.61, region: 'south-asia' },
  { id: 'mumbai', name: 'Mumbai', localNames: { mr: 'मुंबई', ar: 'مومباي', ko: '뭄바이' }, lon: 72.88, lat: 19.08, region: 'south-asia' },
  { id: 'hyderabad', name: 'Hyderabad', localNames: { te: 'హైదరాబాద్', ar: 'حيدر آباد', ko: '하이데라바드' }, lon: 78.49, lat: 17.39, region: 'south-asia' },
  { id: 'chennai', name: 'Chennai', localNames: { ta: 'சென்னை', ar: 'تشيناي', ko: '첸나이' }, lon: 80.27, lat: 13.08, region: 'south-asia' },
  { id: 'kolkata', name: 'Kolkata', localNames: { bn: 'কলকাতা', ar: 'كولكاتا', ko: '콜카타' }, lon: 88.36, lat: 22.57, region: 'south-asia' },
  { id: 'dhaka', name: 'Dhaka', localNames: { bn: 'ঢাকা', ar: 'دكا', ko: '다카' }, lon: 90.41, lat: 23.81, region: 'southeast-asia' },
  { id: 'mandalay', name: 'Mandalay', localNames: { my: 'မန္တလေး', ar: 'ماندالاي', ko: '만달레이' }, lon: 96.08, lat: 21.97, region: 'southeast-asia' },
  { id: 'yangon', name: 'Yangon', localNames: { my: 'ရန်ကုန်', ar: 'يانغون', ko: '양곤' }, lon: 96.16, lat: 16.87, region: 'southeast-asia' },
  { id: 'bangkok', name: 'Bangkok', localNames: { th: 'กรุงเทพมหานคร', ar: 'بانكوك', ko: '방콕' }, lon: 100.5, lat: 13.76, region: 'southeast-asia' },
  { id: 'vientiane', name: 'Vientiane', localNames: { lo: 'ວຽງຈັນ', ar: 'فيينتيان', ko: '비엔티안' }, lon: 102.63, lat: 17.98, region: 'southeast-asia' },
  { id: 'hanoi', name: 'Hanoi', localNames: { vi: 'Hà Nội', ar: 'هانوي', ko: '하노이' }, lon: 105.85, lat: 21.03, region: 'southeast-asia' },
  { id: 'ho-chi-minh-city', name: 'Ho Chi Minh City', localNames: { vi: 'Thành phố Hồ Chí Minh', ar: 'مدينة هو تشي منه', ko: '호찌민' }, lon: 106.63, lat: 10.82, region: 'southeast-asia' },
  { id: 'chengdu', name: 'Chengdu', localNames: { zh: '成都', ar: 'تشنغدو', ko: '청두' }, lon: 104.07, lat: 30.67, region: 'south-china' },
  { id: 'kunming', name: 'Kunming', localNames: { zh: '昆明', ar: 'كونمينغ', ko: '쿤밍' }, lon: 102.83, lat: 24.88, region: 'south-china' },
  { id: 'nanning', name: 'Nanning', localNames: { zh: '南宁', ar: 'نانينغ', ko: '난닝' }, lon: 108.37, lat: 22.82, region: 'south-china' },
  { id: 'guangzhou', name: 'Guangzhou', localNames: { zh: '广州', ar: 'قوانغتشو', ko: '광저우' }, lon: 113.26, lat: 23.13, region: 'south-china' },
  { id: 'taipei', name: 'Taipei', localNames: { zh: '臺北', ar: 'تايبيه', ko: '타이베이' }, lon: 121.57, lat: 25.03, region: 'south-china' },
  { id: 'shanghai', name: 'Shanghai', localNames: { zh: '上海', ar: 'شانغهاي', ko: '상하이' }, lon: 121.47, lat: 31.23, region: 'south-china' },
  { id: 'wuhan', name: 'Wuhan', localNames: { zh: '武汉', ar: 'ووهان', ko: '우한' }, lon: 114.31, lat: 30.59, region: 'south-china' },
  { id: 'ulaanbaatar', name: 'Ulaanbaatar', localNames: { mn: 'Улаанбаатар', ar: 'أولان باتور', ko: '울란바토르' }, lon: 106.91, lat: 47.89, region: 'north-china' },
  { id: 'lanzhou', name: 'Lanzhou', localNames: { zh: '兰州', ar: 'لانتشو', ko: '란저우' }, lon: 103.83, lat: 36.06, region: 'north-china' },
  { id: 'xian', name: "Xi'an", localNames: { zh: '西安', ar: 'شيآن', ko: '시안' }, lon: 108.94, lat: 34.34, region: 'north-china' },
  { id: 'beijing', name: 'Beijing', localNames: { zh: '北京', ar: 'بكين', ko: '베이징' }, lon: 116.41, lat: 39.9, region: 'north-china' },
  { id: 'qingdao', name: 'Qingdao', localNames: { zh: '青岛', ar: 'تشينغداو', ko: '칭다오' }, lon: 120.38, lat: 36.07, region: 'north-china' },
  { id: 'shenyang', name: 'Shenyang', localNames: { zh: '沈阳', ar: 'شنيانغ', ko: '선양' }, lon: 123.43, lat: 41.81, region: 'north-china' },
  { id: 'harbin', name: 'Harbin', localNames: { zh: '哈尔滨', ar: 'هاربين', ko: '하얼빈' }, lon: 126.53, lat: 45.8, region: 'north-china' },
  { id: 'seoul', name: 'Seoul', localNames: { ko: '서울', ar: 'سول' }, lon: 126.98, lat: 37.57, region: 'korea-japan' },
  { id: 'busan', name: 'Busan', localNames: { ko: '부산', ar: 'بوسان' }, lon: 129.08, lat: 35.18, region: 'korea-japan' },
  { id: 'fukuoka', name: 'Fukuoka', localNames: { ja: '福岡', ar: 'فوكوكا', ko: '후쿠오카' }, lon: 130.4, lat: 33.59, region: 'korea-japan' },
  { id: 'osaka', name: 'Osaka', localNames: { ja: '大阪', ar: 'أوساكا', ko: '오사카' }, lon: 135.5, lat: 34.69, region: 'korea-japan' },
  { id: 'tokyo', name: 'Tokyo', localNames: { ja: '東京', ar: 'طوكيو', ko: '도쿄' }, lon: 139.69, lat: 35.69, region: 'korea-japan' },
  { id: 'sendai', name: 'Sendai', localNames: { ja: '仙台', ar: 'سنداي', ko: '센다이' }, lon: 140.87, lat: 38.27, region: 'korea-japan' },
  { id: 'sapporo', name: 'Sapporo', localNames: { ja: '札幌', ar: 'سابورو', ko: '삿포로' }, lon: 141.35, lat: 43.06, region: 'korea-japan' },
];

/** The Asia map definition. */
export const asia: MapDefinition = {
  id: 'asia',
  name: 'Asia',
  projection: { kind: 'conic-equal-area', rotate: [-104, 0], parallels: [20, 50] },
  view: [64.5, 6.0, 146.0, 50.0],
  frame: [[64, 5], [147, 5], [147, 52], [64, 52]],
  gridLand: 'world',
  spacingKm: 355,
  latticeOffset: [0.7, 0.65],
  riverMinKm: 1500,
  lakeMinKm2: 3000,
  mountains: [
    { name: 'Tian Shan', ring: [[69.5, 42.0], [72.0, 42.8], [76.0, 43.2], [80.0, 43.3], [84.0, 43.9], [88.0, 43.8], [91.0, 43.5], [91.0, 42.7], [87.0, 42.7], [83.0, 42.1], [78.5, 41.2], [75.0, 40.7], [71.5, 40.8], [69.5, 41.2]] },
    { name: 'Western Ghats', ring: [[73.2, 21.0], [74.0, 21.0], [74.4, 17.0], [75.4, 13.5], [77.4, 10.0], [77.4, 8.4], [76.8, 8.5], [76.0, 10.5], [74.6, 13.5], [73.6, 17.0]] },
    { name: 'Hindu Kush and Sulaiman Mountains', ring: [[68.0, 36.0], [71.5, 36.5], [71.0, 33.0], [69.8, 30.0], [67.5, 28.0], [66.8, 28.8], [68.8, 31.0], [69.0, 34.0]] },
    { name: 'Hengduan Mountains', ring: [[98.0, 27.6], [101.0, 28.5], [102.6, 29.6], [103.0, 28.0], [101.5, 26.0], [99.0, 25.0], [98.0, 25.5]] },
    { name: 'Qinling', ring: [[104.5, 34.0], [108.0, 33.9], [111.0, 33.8], [111.0, 33.2], [108.0, 33.3], [104.5, 33.4]] },
    { name: 'Taihang Mountains', ring: [[113.2, 40.0], [114.2, 39.5], [114.2, 35.5], [113.3, 35.5]] },
    { name: 'Arakan Mountains', ring: [[93.5, 26.5], [95.0, 25.5], [94.8, 20.0], [94.3, 17.5], [93.8, 17.8], [93.9, 22.0], [93.0, 24.5]] },
    { name: 'Annamite Range', ring: [[103.8, 20.5], [105.0, 20.5], [107.0, 17.0], [108.6, 14.0], [108.0, 13.8], [106.3, 16.8], [104.3, 19.2]] },
    { name: 'Greater Khingan', ring: [[119.0, 49.5], [121.0, 49.8], [122.5, 45.0], [121.5, 43.5], [120.3, 44.5]] },
    { name: 'Japanese Alps', ring: [[136.6, 36.9], [137.6, 37.1], [138.6, 35.5], [138.0, 35.2], [137.0, 35.8]] },
  ],
  noGrid: [
    {
      name: 'Himalaya and Tibetan Plateau',
      ring: [
        [71.0, 36.8], [72.5, 39.2], [75.0, 39.4], [76.3, 37.4], [80.0, 36.3], [84.0, 36.5], [90.0, 37.8], [94.0, 36.8], [98.0, 36.5], [101.5, 35.5], [102.5, 33.5], [102.0, 31.0],
        [101.0, 28.5], [98.8, 27.5], [96.0, 27.8], [92.0, 27.3], [88.5, 27.2], [85.0, 27.6], [81.0, 29.0], [79.0, 30.2], [77.0, 31.5], [75.5, 33.0], [73.5, 35.0], [71.5, 35.6],
      ],
    },
  ],
  straits: [
    { name: 'Korea Strait', from: [129.0, 35.1], to: [129.9, 33.5] },
    { name: 'Kanmon Straits', from: [130.95, 33.9], to: [130.93, 34.0] },
    { name: 'Seto Inland Sea (Kojima–Sakaide)', from: [133.8, 34.46], to: [133.85, 34.33] },
    { name: 'Akashi and Naruto Straits (Awaji Island)', from: [135.02, 34.62], to: [134.65, 34.2] },
    { name: 'Tsugaru Strait', from: [140.9, 41.5], to: [140.73, 41.77] },
    { name: 'Taiwan Strait', from: [119.6, 25.5], to: [120.9, 24.8] },
    { name: 'Qiongzhou Strait', from: [110.2, 20.25], to: [110.3, 20.0] },
    { name: 'Palk Strait', from: [79.3, 9.28], to: [79.9, 9.05] },
  ],
  regions: styledRegions([
    ['south-asia', 'South Asia'],
    ['southeast-asia', 'South-East Asia'],
    ['south-china', 'South China'],
    ['north-china', 'North China & Mongolia'],
    ['korea-japan', 'Korea & Japan'],
  ]),
  cities,
};
