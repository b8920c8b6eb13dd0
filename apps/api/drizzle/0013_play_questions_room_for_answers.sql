-- A play's 40 questions are inserted together and then each answered once: rows packed
-- full leave no room on their page for the answered version, and the update must then
-- go to another page and touch both indexes. Room for the answers keeps most updates HOT
-- (the same page, no index entry). Applies to pages written from now on.
ALTER TABLE "play_questions" SET (fillfactor = 70);
