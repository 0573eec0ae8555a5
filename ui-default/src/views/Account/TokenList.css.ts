// The list rows live in components/ (Transactions shows the same activity rows).
export { amount, row, rowLabel, symbol } from '../../components/list.css.js'
