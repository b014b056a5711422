// Public surface of the buyer feature for the app layer (the sidebar's call counts).
export {labelWithCount, menuCounts, useBuyerMenuCounts, type BuyerMenuCounts} from './api/call-counts';
