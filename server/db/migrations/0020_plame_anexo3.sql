ALTER TABLE "positions" ADD COLUMN "sec_code" text;--> statement-breakpoint
-- A position whose code already was a PLAME .sec code (1–7) keeps it as its .sec code; any other code
-- stays the position's code and the filing lists the fishermen whose position has no .sec code.
UPDATE "positions" SET "sec_code" = trim("code") WHERE trim("code") IN ('1', '2', '3', '4', '5', '6', '7');--> statement-breakpoint
-- The Table 22 mapping checked against SUNAT's Anexo 3 (jul-2023): rows still holding the first seed's
-- values (never edited: version 1, written by the system) take the official code; a row a person edited
-- keeps its edit and the concept-codes screen lists how it differs from the official table.
UPDATE "filing_concept_codes" SET "code" = '0620', "description" = 'REP - TRAB. PESQUERO LEY 30003 - RETENCIÓN'
  WHERE "concept" IN ('pensionContribution:REP', 'pensionAdjustment:REP') AND "code" = '0607'
    AND "description" = 'SISTEMA NACIONAL DE PENSIONES DL 19990 (REP LEY 30003)'
    AND "version" = 1 AND "updated_by" = 'system';--> statement-breakpoint
UPDATE "filing_concept_codes" SET "code" = '0806', "description" = 'ESSALUD - SEGURO COMPLEMENTARIO DE TRABAJO DE RIESGO'
  WHERE "concept" = 'sctr' AND "code" = '0805' AND "description" = 'SCTR PENSIONES'
    AND "version" = 1 AND "updated_by" = 'system';
