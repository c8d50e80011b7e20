## game: messages of this area (one file per area keeps merges apart)
