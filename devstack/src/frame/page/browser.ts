// Entry of the frame page's bundle (dist/frame.js).
import { startFramePage } from './frame.js'

startFramePage()
