/**
 * Results files written by hand from each format's description (docs/records-formats.md), for the tests:
 * the figures in each row (D{i} Score, Score, Hits, golds, Xs, 10s) were worked out from its arrows apart
 * from this app's code, so an import agreeing with them is checked against something independent.
 */
/** An ianseo qualification export of a WA 720 (70m): two distances of 36 arrows. Row 4 (Kit Skewed) prints a D1 Score and Score 2 more than its arrows make. */
export const IANSEO_WA720 =
  [
    'WaID;Local Bib;FamilyName;GivenName;DoB;Gender;Session;Target;Noc;Country;Division;Class;SubClass;D1 Score;D1 10+X;D1 X;D1 Arrows;D2 Score;D2 10+X;D2 X;D2 Arrows;Score;Hits;10+X;X;Email',
    ';2012345;Bloggs;Jo;1990-04-01;W;1;001A;ANY;Anytown Archers;R;W;;318;17;6;9,7,5,9,10,8,8,X,10,5,X,10,8,10,8,X,10,10,9,10,9,7,10,7,10,X,X,9,8,9,8,8,10,7,10,X;249;7;4;8,8,7,4,M,9,X,5,8,9,8,10,X,9,5,7,8,9,7,7,7,10,6,M,10,M,7,X,4,X,M,4,8,8,8,9;567;68;24;10;',
    ';2077777;Archer;Sam;1985-01-01;M;1;001B;ANY;Anytown Archers;R;M;;307;13;5;9,X,9,X,7,10,X,8,9,6,6,9,8,9,9,4,9,5,X,10,X,9,5,10,9,9,10,10,10,10,7,9,10,6,7,9;278;9;7;7,7,7,9,4,X,10,8,7,9,8,8,6,9,7,4,M,X,7,X,6,X,9,9,9,X,X,10,8,8,8,6,4,7,X,7;585;71;22;12;',
    ';2088888;Archer;Sam;1962-06-30;M;1;002A;OTH;Otherton Bowmen;R;M50;;289;14;4;6,7,X,7,9,7,X,10,8,9,10,M,10,7,8,9,X,7,8,10,10,7,10,M,10,9,10,X,10,8,9,M,10,8,7,9;263;10;4;7,9,X,9,10,10,M,X,5,X,7,M,8,8,6,4,9,9,9,X,7,8,10,5,M,8,9,10,9,6,4,6,10,10,4,7;552;66;24;8;',
    ';2099999;Skewed;Kit;2001-02-02;W;1;002B;OTH;Otherton Bowmen;R;W;;281;9;4;8,9,4,8,10,7,10,4,5,10,7,9,7,9,9,X,8,X,10,9,5,4,6,8,10,8,X,8,8,9,9,M,8,X,8,5;289;11;1;4,M,9,8,8,7,10,9,9,10,7,7,9,8,10,9,7,8,10,6,6,7,4,7,10,5,10,9,10,9,10,8,9,10,10,X;570;70;20;5;',
  ].join('\r\n') + '\r\n';

/** An ianseo qualification export of a WA 1440 (70m): four distances of 36 arrows. */
export const IANSEO_WA1440 =
  [
    'WaID;Local Bib;FamilyName;GivenName;DoB;Gender;Session;Target;Noc;Country;Division;Class;SubClass;D1 Score;D1 10+X;D1 X;D1 Arrows;D2 Score;D2 10+X;D2 X;D2 Arrows;D3 Score;D3 10+X;D3 X;D3 Arrows;D4 Score;D4 10+X;D4 X;D4 Arrows;Score;Hits;10+X;X;Email',
    ';2012345;Bloggs;Jo;1990-04-01;W;1;003A;ANY;Anytown Archers;R;W;;269;6;4;M,9,8,X,X,10,X,7,9,6,7,9,4,4,9,8,5,X,8,9,7,6,5,M,10,9,6,8,8,8,9,8,7,9,8,9;320;17;7;X,8,8,X,X,X,9,7,8,8,10,9,8,9,9,6,10,6,10,X,X,9,10,7,6,7,10,10,8,9,10,10,X,10,9,10;316;16;6;9,10,9,10,X,8,7,10,10,8,10,7,10,6,X,9,8,9,X,X,8,9,9,X,10,10,6,8,7,7,10,6,9,10,7,X;317;13;4;10,9,10,8,8,9,9,10,8,6,10,9,8,X,10,9,6,8,X,9,X,9,8,6,X,10,7,10,9,9,9,9,6,10,10,9;1222;142;52;21;',
    ';;Hood;Robin;1970-01-01;M;1;003B;SHW;Sherwood Bowmen;R;M;;258;5;4;7,7,9,7,9,X,6,M,M,5,X,5,9,8,4,4,5,7,9,8,7,8,9,X,7,9,7,10,4,X,9,9,7,8,6,9;321;17;7;6,6,10,9,9,8,9,10,6,10,X,8,8,10,7,10,X,10,10,10,X,8,9,X,9,10,X,X,9,8,9,9,8,X,10,6;320;17;10;6,9,9,8,7,10,X,8,6,10,8,10,X,X,X,10,10,X,8,X,10,7,8,9,X,8,9,X,9,8,8,7,10,X,X,8;316;12;6;9,10,7,6,7,9,10,9,6,10,9,X,10,X,9,10,8,X,X,9,9,6,9,X,9,9,9,8,9,6,X,9,9,7,9,10;1215;142;51;27;',
  ].join('\r\n') + '\r\n';

/** A TamlynScore rankings CSV whose rows hold two rounds, a WA 720 (70m) and a WA 1440 (70m). Alex Fletcher's Score is 1 less than the arrows make. */
export const TAMLYNSCORE_TWO_ROUNDS =
  [
    'AGB,FN,LN,Div,Class,Pos,Score,10s,Xs,Category,Canonical Category,wa720_70,Arrow values,wa1440_70,Arrow values',
    '2012345,Jo,Bloggs,Recurve,Women,1,1806,93,43,Recurve Women,Recurve Women,521,JAIJLGLGILKIJIIIAJHJLFLJILKJGLKAJKIHKKJIIEKJAEFJJGJAKJALIEHFJJFAKFFGGKEG,1285,JJJJKKHKGLHLKLJLLJGELJJLIILJJHJJJEGHLJLKKJJKJGGLJILLKHLKLKKLKJKGLGKGJKKIKKIKJKJJLKIILLGJIJGHHKGKLLKJJGILJKLKKKHHJKLJJLLKHKLLLHKLLJGKLKKKLKKKKGLG',
    '2055555,Alex,Fletcher,Recurve,Women,2,1789,85,34,Recurve Women,Recurve Women,552,HKJKJLJIEIHEEKEKGIJJEJEHIJLHJIJHKLKGLHAIELHIIKLFKKJJAALGLHFJKJGJKKJFGKKE,1238,AJAIJFGIKLEKJHKILJJEIJKKGJIJIHAJFIJJJKLGKIKJLKKGLKKJLIKHKKKKIGKLJHKJIKIHLGKHLJLIKKKIIJLJLJKKJJJLLKHKKJLJIIKJGKKIKLLHLJGKLKGGGLJJLIGHLIJKLHJLLKLJ',
  ].join('\r\n') + '\r\n';
