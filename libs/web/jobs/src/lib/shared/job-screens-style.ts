/// <reference path="./css.d.ts" />
// The stylesheet of the client and award screens; loaded with their lazy chunks.
import './job-screens.css';
