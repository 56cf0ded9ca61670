// Sample sources arrive here.
