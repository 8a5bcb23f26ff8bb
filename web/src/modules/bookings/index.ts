// Administration's bookings: each kind registers what it adds to the generic pages.
import './hotels';
import './tickets';
import './cars';
import './clothes';
