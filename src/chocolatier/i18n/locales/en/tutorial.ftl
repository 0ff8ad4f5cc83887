## The tutorials: the Learn page, the coach at a tutorial table and each tutorial's steps
