let fine = 1
/* opened
  /* nested */
  never closed
